/**
 * The admin's 'Going cold' limits: one item, `SETTINGS#going-cold` / `SETTINGS`, holding
 * the days each status may last before its cards say 'Going cold' (null: never). Statuses it does not
 * name keep their defaults (shared/going-cold.ts), so a new status needs no migration.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { defineEntity } from './entity';
import { tableName } from './table';

export interface GoingColdSettings {
  limits: Partial<Record<string, number | null>>;
  updatedAt: string;
  updatedById: string;
  updatedByName: string;
}

export const goingColdSettingsEntity = defineEntity<GoingColdSettings, []>({
  tag: 'going-cold-settings',
  key: () => ({ pk: 'SETTINGS#going-cold', sk: 'SETTINGS' }),
  identity: () => [],
});

/** Access pattern goingColdSettings: GetItem (consistent). */
export const getGoingColdSettings = (): Promise<GoingColdSettings | undefined> => goingColdSettingsEntity.get();

/** Replaces the limits (the form sends every status): one PutItem, the last save wins. */
export const saveGoingColdSettings = async (settings: GoingColdSettings): Promise<void> => {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: goingColdSettingsEntity.toItem(settings) }));
};
