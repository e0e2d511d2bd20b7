import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS } from './form-fields';

const WEB_SRC = join(import.meta.dirname, '../../../web/src/features');
/** What the three answer forms share: their frame, name fields and submit button. */
const ANSWER_FRAME = 'invitation-pages/components/answer-form-frame.tsx';
/** Every form whose fields people fill in: the staff invitation form and the three answer forms. */
const FORMS = [
  'dashboard-home/components/invitation-form-dialog.tsx',
  'invitation-pages/components/member-response-form.tsx',
  'invitation-pages/components/land-owner-response-form.tsx',
  'invitation-pages/components/investor-response-form.tsx',
];

describe('form field labels', () => {
  it.each([...FORMS, ANSWER_FRAME])('%s names its fields only from shared/content/form-fields', (file) => {
    const source = readFileSync(join(WEB_SRC, file), 'utf8');
    expect(source).toMatch(/from '@safe-haven\/shared\/content\/form-fields'/);
    // A label, legend, placeholder or helper spelled in the component would drift from the other forms.
    expect(source.match(/(?<![-\w])(label|placeholder|helper)="[^"]*"/g) ?? []).toEqual([]);
    expect(source.match(/<Field\.Label>[A-Za-z]/g) ?? []).toEqual([]);
    expect(source.match(/(label|helper): '[^']*'/g) ?? []).toEqual([]);
  });

  it('writes every label in Title Case, as the staff forms and the spec\'s member form do', () => {
    for (const label of Object.values(FIELD_LABELS)) {
      for (const word of label.split(' ')) expect(word[0], label).toBe(word[0]!.toUpperCase());
    }
  });

  it.each(FORMS.slice(1))('%s is framed by the one answer form frame', (file) => {
    expect(readFileSync(join(WEB_SRC, file), 'utf8')).toContain('<AnswerFormFrame ');
  });

  it('the answer form frame has the one submit button of every answer form', () => {
    expect(readFileSync(join(WEB_SRC, ANSWER_FRAME), 'utf8')).toContain('submitLabel={T.submit} submittingLabel={T.submitting}');
  });
});
