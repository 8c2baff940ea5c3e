/** The glyphs of a slideshow's pause/play button (20×20 viewBox): the carousel island and the hero. */
export const motionIcons = {
  pause: 'M5 3h3.5v14H5zM11.5 3H15v14h-3.5z',
  play: 'M6 3.5v13l11-6.5z',
} as const;
