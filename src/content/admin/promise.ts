/**
 * The promise measured on the materials (issue 24): the dashboard's first-response figure, which
 * stays beside the materials share under its own label. Japanese only, like the admin area.
 */
export const promiseCopy = {
  dashboard: {
    /** The column header: the share first answered by the due date. */
    responseOnTime: '期限内に初回対応',
  },
};
