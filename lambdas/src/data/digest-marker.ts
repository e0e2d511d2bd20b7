/**
 * The daily digest's marker: `DIGEST#<profileId>` / `DAY#<local date>`, created in the same
 * transaction as the digest's outbox email, on condition that it does not exist. However often the
 * scheduler fires in the person's 8 o'clock hour (or a run is retried), one email a person a day.
 * Expires after a few days (`ttl`): by then that date can never come round again.
 */
import { defineEntity } from './entity';
import { keyTemplate } from './key-template';
import { ttlSeconds } from './table';

export interface DigestMarker {
  profileId: string;
  /** The person's local date the digest was for. */
  date: string;
  outboxId: string;
  at: string;
}

const DIGEST = keyTemplate('DIGEST');
const MARKER_DAYS = 3;

export const digestMarkerEntity = defineEntity<DigestMarker, [profileId: string, date: string]>({
  tag: 'digest-marker',
  key: (profileId, date) => ({ pk: DIGEST.of(profileId), sk: `DAY#${date}` }),
  identity: (marker) => [marker.profileId, marker.date],
  extra: (marker) => ({ ttl: ttlSeconds(new Date(Date.parse(marker.at) + MARKER_DAYS * 24 * 60 * 60 * 1000)) }),
});
