/** Copy of the video demo placeholder page (/video-demo, docs/product.md#other-routes). */
export const ja = {
  meta: {
    title: '動画デモ',
    description: '動画デモのコンテンツを掲載する予定のページです。',
  },
  heading: '動画デモ',
  lead: 'このページは動画デモのコンテンツを掲載する予定のページです。',
};

export type VideoDemoCopy = typeof ja;
