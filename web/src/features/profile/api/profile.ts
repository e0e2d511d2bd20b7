/** Edit Profile's calls: save the fields, upload and remove the photo, and change the second factor. */
import { useQueryClient } from '@tanstack/react-query';
import { useSubmitOnce, type SubmitRequest } from '../../../hooks/use-submit-once';
import type { PhotoSavedResult } from '@safe-haven/shared/team-api-types';
import type { SecondFactorCheck } from '@safe-haven/shared/validation/auth';
import type { PhotoContentType } from '@safe-haven/shared/team';
import { PROFILE_MESSAGES } from '@safe-haven/shared/team-messages';
import type { UpdateProfileInput } from '@safe-haven/shared/validation/team';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';
import { MY_PROFILE_QUERY_KEY } from '../../../lib/query-keys';

const useProfileMutation = <I, O>(run: SubmitRequest<I, O>) => {
  const queryClient = useQueryClient();
  return useSubmitOnce(run, { onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PROFILE_QUERY_KEY }) });
};

export const useUpdateProfile = () =>
  useProfileMutation((input: UpdateProfileInput, idempotencyKey) => callApi(API.UpdateMyProfile, { body: input, idempotencyKey }));

/** The storage service refused the file (its upload policy): too large, or the form was changed. */
export class UploadRefusedError extends Error {
  constructor(readonly tooLarge: boolean) {
    super(tooLarge ? PROFILE_MESSAGES.fileTooLarge : PROFILE_MESSAGES.uploadFailed);
    this.name = 'UploadRefusedError';
  }
}

/** Three steps: a presigned form from the API, the file straight to S3, then the API checks and keeps it. */
export const uploadPhoto = async (file: File, contentType: PhotoContentType, idempotencyKey?: string): Promise<PhotoSavedResult> => {
  const ticket = await callApi(API.CreatePhotoUpload, { body: { contentType, size: file.size } });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);
  const stored = await fetch(ticket.url, { method: 'POST', body: form });
  if (!stored.ok) throw new UploadRefusedError((await stored.text()).includes('EntityTooLarge'));
  return callApi(API.SaveMyPhoto, { body: { uploadId: ticket.uploadId }, idempotencyKey });
};

export const useUploadPhoto = () => useProfileMutation(({ file, contentType }: { file: File; contentType: PhotoContentType }, idempotencyKey) => uploadPhoto(file, contentType, idempotencyKey));
export const useDeletePhoto = () => useProfileMutation((_: void, idempotencyKey) => callApi(API.DeleteMyPhoto, { idempotencyKey }));

/** Adding an authenticator app starts here; replacing one needs the password and a current code. */
export const startTwoFactorSetup = (current?: SecondFactorCheck) =>
  callApi(API.StartTwoFactorSetup, { body: current ? { purpose: 'replace', current } : { purpose: 'add' } });
/** Start (or Set Up Two-Factor Sign-In): guarded like every submit; the route stores no result (the key is a secret). */
export const useStartTwoFactorSetup = () => useSubmitOnce((current: SecondFactorCheck | undefined) => startTwoFactorSetup(current));
export const useConfirmTwoFactor = () =>
  useProfileMutation((code: string, idempotencyKey) => callApi(API.ConfirmTwoFactorSetup, { body: { code }, idempotencyKey }));
export const useTurnOffTwoFactor = () =>
  useProfileMutation((check: SecondFactorCheck, idempotencyKey) => callApi(API.TurnOffTwoFactor, { body: check, idempotencyKey }));
