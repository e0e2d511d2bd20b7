import { describe, expect, it } from 'vitest';
import { filtersFromParams } from './filters';
import { paramsAfterChange, pendingAfterRender, pendingBeforeWrite, type PendingWrites } from './filter-writes';

/** The hook's bookkeeping, step by step: a write, and a render of the URL. */
const page = (initial: string) => {
  let rendered = initial;
  let pending: PendingWrites = [];
  return {
    change: (change: Parameters<typeof paramsAfterChange>[2]) => {
      const next = paramsAfterChange(rendered, pending, change).toString();
      pending = [...pendingBeforeWrite(rendered, pending), next];
      return next;
    },
    render: (query: string) => {
      rendered = query;
      pending = pendingAfterRender(query, pending);
    },
    get pending() { return pending; },
  };
};

describe('filter changes faster than a render', () => {
  it('keeps both of two changes made before the page re-rendered', () => {
    // Prepare
    const list = page('search=ann');
    // Act: audience, then status, both against the same rendered URL
    list.change({ audience: 'investor' });
    const last = list.change({ status: 'yes' });
    // Assess
    expect(filtersFromParams(new URLSearchParams(last))).toMatchObject({ search: 'ann', audience: 'investor', status: 'yes' });
  });

  it('keeps a third change made while only the first has rendered', () => {
    const list = page('');
    const first = list.change({ audience: 'member' });
    list.change({ pipeline: 'investor' });
    list.render(first);
    const last = list.change({ status: 'maybe' });
    expect(last).toBe('audience=member&pipeline=investor&status=maybe');
  });

  it('forgets its writes once the URL has caught up', () => {
    const list = page('');
    list.change({ audience: 'member' });
    const last = list.change({ status: 'sent' });
    list.render(last);
    expect(list.pending).toEqual([]);
  });

  it('starts from a URL the person navigated to (a link, Back), not from its own older writes', () => {
    const list = page('');
    list.change({ audience: 'member' });
    list.render('sender=s1');
    expect(list.change({ status: 'no' })).toBe('status=no&sender=s1');
  });

  it('does not keep a change that went back to the rendered URL as a base for later', () => {
    const list = page('');
    list.change({ audience: 'member' });
    list.change({ audience: undefined }); // back to '', which renders nothing new
    expect(list.change({ status: 'yes' })).toBe('status=yes');
    expect(list.pending).toEqual(['status=yes']);
  });
});
