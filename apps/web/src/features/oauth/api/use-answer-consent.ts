import { oauthRoutes, type ConsentAnswer } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/oauth/consent: Allow or Deny; the answer is where the browser goes next (back to the tool). */
export function useAnswerConsent() {
  return useMutation({
    mutationFn: (answer: ConsentAnswer) => call(oauthRoutes.answerConsent, { body: answer }),
  });
}
