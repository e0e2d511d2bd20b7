import { describe, expect, it } from 'vitest';
import { draftAfterNoteAdded } from './note-draft';

describe('the Add Note box after the note was added', () => {
  it('is empty when nothing was typed since Add Note', () => {
    expect(draftAfterNoteAdded('Called, wants a tour', 'Called, wants a tour')).toBe('');
  });

  it('keeps what was typed after pressing Add Note, while the note was being sent', () => {
    expect(draftAfterNoteAdded('Called, wants a tour', 'Called, wants a tour\nAlso asked about the')).toBe('Also asked about the');
    expect(draftAfterNoteAdded('Called, wants a tour', 'Called, wants a tour in May')).toBe('in May');
  });

  it('keeps everything when the sent text was changed in the meantime', () => {
    expect(draftAfterNoteAdded('Called, wants a tour', 'Called twice, wants a tour')).toBe('Called twice, wants a tour');
    expect(draftAfterNoteAdded('Called, wants a tour', 'Called')).toBe('Called');
  });
});
