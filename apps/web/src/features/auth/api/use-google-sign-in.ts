import { authRoutes, type SocialSignInInput } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Starts Google sign-in; the answer is Google's consent page, which the caller opens. */
export function useGoogleSignIn() {
  return useMutation({
    mutationFn: (input: SocialSignInInput) => call(authRoutes.startGoogleSignIn, { body: input }),
  });
}
