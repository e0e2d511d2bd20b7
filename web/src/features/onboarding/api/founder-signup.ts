/** Founder sign-up's calls: validate an invite code, prove another address if needed, then create the founder account. */
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import type { FounderSignupInput, RequestEmailProofInput } from '@safe-haven/shared/validation/team';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

export const useValidateSignupCode = () =>
  useSubmitOnce((code: string, idempotencyKey) =>
    callApi(API.ValidateSignupCode, { body: { code }, idempotencyKey }),
  );

export const useFounderSignup = () =>
  useSubmitOnce((input: FounderSignupInput, idempotencyKey) =>
    callApi(API.FounderSignup, { body: input, idempotencyKey }),
  );

export const useRequestEmailProof = () =>
  useSubmitOnce((input: RequestEmailProofInput, idempotencyKey) =>
    callApi(API.RequestFounderEmailProof, { body: input, idempotencyKey }),
  );
