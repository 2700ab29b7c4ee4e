import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { SignInStage } from '#contracts/auth.ts';
import { statusQuery } from '#app/lib/admin/api/status.ts';

/** A step page of the sign-in: a visitor whose sign-in stands elsewhere is sent to their step's page. */
export function useSignInStep(expected: SignInStage) {
  const navigate = useNavigate();
  const status = useQuery({ ...statusQuery, staleTime: 0 });
  const stage = status.data?.stage;
  const next = status.data?.next;
  useEffect(() => {
    if (stage && next && stage !== expected) void navigate(next, { replace: true });
  }, [stage, next, expected, navigate]);
  return status;
}
