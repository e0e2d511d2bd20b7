/**
 * What stays in the Add Note box once a note was added. The box keeps its text while the note is
 * sent (a failure leaves everything there to try again), and the person may go on typing meanwhile:
 * when the server accepts, only the text that was sent goes, and anything typed since stays.
 */
export const draftAfterNoteAdded = (sent: string, current: string): string => {
  // Typed on after what was sent (the usual case): keep the rest, without the line break or space before it.
  if (current.startsWith(sent)) return current.slice(sent.length).trimStart();
  // The sent text itself was edited since: nothing can be removed without losing some of the edit.
  return current;
};
