import { incrementSql, rollupPathOf, visitFactsOf, type RollupEvent } from './visit-rollups.js';

describe('visit roll-ups', () => {
  const event = (fields: Partial<RollupEvent>): RollupEvent => ({
    type: 'event',
    action: 'page_view',
    category: 'engagement',
    data: { path: '/store/wien-neubau' },
    createdAt: new Date('2026-10-25T01:15:00Z'), // Sunday 02:15 winter time in Vienna
    visitor: 'a'.repeat(64),
    ...fields,
  });

  it('takes day, weekday and half hour from the Vienna wall clock, the path of page views only', () => {
    expect(visitFactsOf(event({}), 'Europe/Vienna')).toEqual({
      day: '2026-10-25',
      weekday: 6,
      slot: 4,
      visitor: 'a'.repeat(64),
      path: '/store/wien-neubau',
      type: 'event',
      action: 'page_view',
      category: 'engagement',
    });
    const cart = visitFactsOf(
      event({ action: 'add_to_cart', category: 'ecommerce', data: { path: '/x' } }),
      'Europe/Vienna',
    );
    expect(cart.path).toBeNull();
    expect(visitFactsOf(event({ data: { path: 5 } }), 'Europe/Vienna').path).toBeNull();
    expect(visitFactsOf(event({ data: null }), 'Europe/Vienna').path).toBeNull();
  });

  it.each([
    ['/status/Ab12/9f8e7d', '/status'],
    ['/status/Ab12/9f8e7d/', '/status'],
    ['/status', '/status'],
    ['/store/wien-neubau/checkout', '/store/wien-neubau/checkout'],
    [`/site/${'x'.repeat(300)}`, `/site/${'x'.repeat(249)}`],
  ])('counts %s as %s', (path, counted) => {
    expect(rollupPathOf(path)).toBe(counted);
  });

  it('adds to the counters of an existing row in one statement on both databases', () => {
    expect(incrementSql('sqlite', 't', ['day', 'slot'], ['visitors'], ['weekday'])).toBe(
      'INSERT INTO "t" ("day", "slot", "weekday", "visitors") VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT ("day", "slot") DO UPDATE SET "visitors" = "visitors" + excluded."visitors"',
    );
    expect(incrementSql('mysql', 't', ['day'], ['views'])).toBe(
      'INSERT INTO `t` (`day`, `views`) VALUES (?, ?) ' +
        'ON DUPLICATE KEY UPDATE `views` = `views` + VALUES(`views`)',
    );
  });
});
