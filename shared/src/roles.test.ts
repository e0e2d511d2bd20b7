import { describe, expect, it } from 'vitest';
import { isDemotion, STAFF_ROLES } from './roles';

describe('demotion', () => {
  it('is a change to a role with fewer rights', () => {
    expect(isDemotion('admin', 'founder')).toBe(true);
    expect(isDemotion('admin', 'leadgen')).toBe(true);
    expect(isDemotion('founder', 'leadgen')).toBe(true);
  });

  it('is not a promotion, nor keeping the role', () => {
    expect(isDemotion('leadgen', 'founder')).toBe(false);
    expect(isDemotion('leadgen', 'admin')).toBe(false);
    expect(isDemotion('founder', 'admin')).toBe(false);
    for (const role of STAFF_ROLES) expect(isDemotion(role, role)).toBe(false);
  });
});
