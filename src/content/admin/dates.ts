/** What every admin form says of a date that is not a real one from 2000 to 2100 (src/domain/dates.ts). */
export const dateCopy = {
  outOfRange: '2000年から2100年までの正しい日付を入力してください。',
} as const;
