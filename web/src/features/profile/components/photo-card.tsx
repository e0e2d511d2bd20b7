/** The profile photo: upload (JPG, PNG, GIF or WEBP, at most 5 MB) and remove. */
import { useRef } from 'react';
import { Button } from '@chakra-ui/react';
import type { MyProfile } from '@safe-haven/shared/api-types';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { PHOTO_CONTENT_TYPES } from '@safe-haven/shared/team';
import { PROFILE_MESSAGES } from '@safe-haven/shared/team-messages';
import { Avatar } from '../../../components/ui/avatar';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { UploadRefusedError, useDeletePhoto, useUploadPhoto } from '../api/profile';
import { checkPhotoFile } from '../utils/photo-file';
import { PhotoCardLayout } from './photo-card-layout';

const TOAST_ID = 'profile-photo';
/** The server's refusals of the file itself, each with a title of its own. */
const PHOTO_REFUSALS = [ERROR_CODES.INVALID_FILE_TYPE, ERROR_CODES.FILE_TOO_LARGE, ERROR_CODES.TOO_MANY_PIXELS];

const uploadFailure = (error: unknown) => {
  if (error instanceof ApiError && PHOTO_REFUSALS.some((code) => code === error.body.code)) {
    return { title: String(error.body.title ?? PROFILE_MESSAGES.uploadFailed), description: error.message };
  }
  if (error instanceof UploadRefusedError && error.tooLarge) return { title: PROFILE_MESSAGES.fileTooLargeTitle, description: PROFILE_MESSAGES.fileTooLarge };
  return { title: PROFILE_MESSAGES.uploadFailed, description: error instanceof Error ? error.message : undefined };
};

export const PhotoCard = ({ profile }: { profile: MyProfile }) => {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const name = `${profile.firstName} ${profile.lastName}`;

  const chosen = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    toaster.remove(TOAST_ID);
    const check = checkPhotoFile(file);
    if (!check.ok) {
      toaster.create({ id: TOAST_ID, type: 'error', title: check.title, description: check.message });
      return;
    }
    upload.mutate(
      { file, contentType: check.contentType },
      {
        onSuccess: () => toaster.create({ id: TOAST_ID, type: 'success', title: PROFILE_MESSAGES.photoUpdated }),
        onError: (error) => toaster.create({ id: TOAST_ID, type: 'error', ...uploadFailure(error) }),
      },
    );
  };

  return (
    <PhotoCardLayout avatar={<Avatar size="2xl" colorPalette="brand" name={name} src={profile.photoUrl} alt={`Photo of ${name}`} />}>
      <input
        ref={input} type="file" accept={PHOTO_CONTENT_TYPES.join(',')} hidden aria-label="Choose a profile photo"
        onChange={(event) => chosen(event.target.files?.[0])}
      />
      <Button size="sm" colorPalette="brand" onClick={() => input.current?.click()} loading={upload.isPending} loadingText="Uploading...">
        {profile.photoUrl ? 'Change Photo' : 'Upload Photo'}
      </Button>
      {profile.photoUrl && (
        <Button
          size="sm" variant="outline" loading={remove.isPending} disabled={upload.isPending}
          onClick={() => remove.mutate(undefined, {
            onSuccess: () => toaster.create({ id: TOAST_ID, type: 'success', title: PROFILE_MESSAGES.photoRemoved }),
            onError: (error) => toaster.create({ id: TOAST_ID, type: 'error', title: PROFILE_MESSAGES.deleteFailed, description: error.message }),
          })}
        >
          Remove Photo
        </Button>
      )}
    </PhotoCardLayout>
  );
};
