/** Where a staff member's demo calendar feed lives (issue 44; src/pages/demo-feed/[token].ics.ts). */
export const DEMO_FEED_PATH = '/demo-feed';

export const demoFeedUrl = (siteUrl: string, token: string): string => `${siteUrl}${DEMO_FEED_PATH}/${token}.ics`;
