import type { SocialSignInInput } from '@promptnest/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Starts Google sign-in; the answer is Google's consent page, which the caller opens. */
export function useGoogleSignIn() {
  return useMutation({
    mutationFn: (input: SocialSignInInput) => api.post<{ url: string }>('/api/auth/google', input),
  });
}
