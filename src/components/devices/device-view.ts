/**
 * A device's card data: its copy with the figures of src/content/products.ts filled in, its
 * category label and its illustration. Pure, so it is unit-tested.
 */
import { type ImageSlot, pictureOf } from '../../content/images.ts';
import type { DeviceCopy } from '../../content/pages/devices/index.ts';
import type { DeviceCategory, DeviceId } from '../../content/products.ts';
import { figureValues, fillTemplate } from '../../domain/fill-template.ts';
import type { PictureData } from '../ui/Picture.tsx';

export interface DeviceView {
  id: DeviceId;
  category: DeviceCategory;
  categoryLabel: string;
  name: string;
  summary: string;
  points: string[];
  image: PictureData;
}

export { figureValues } from '../../domain/fill-template.ts';

/** The manifest key of a device's illustration: `co2-laser` → `deviceCo2Laser`. */
export const deviceImageKey = (id: DeviceId): string =>
  `device${id.replace(/(^|-)(\w)/g, (_m, _dash, letter: string) => letter.toUpperCase())}`;

export function toDeviceView(
  device: { id: DeviceId; category: DeviceCategory; figures: Readonly<Record<string, number>> },
  copy: { devices: Record<DeviceId, DeviceCopy>; categories: Record<DeviceCategory, string> },
  options: { manifest: Record<string, ImageSlot>; locale: 'ja' | 'en' | 'zh-cn'; numberLocale: string },
): DeviceView {
  const values = figureValues(device.figures, options.numberLocale);
  const fill = (text: string) => fillTemplate(text, values);
  const text = copy.devices[device.id];
  const slot = options.manifest[deviceImageKey(device.id)];
  if (!slot) throw new Error(`No illustration for device ${device.id} in src/content/images.ts`);
  return {
    id: device.id,
    category: device.category,
    categoryLabel: copy.categories[device.category],
    name: fill(text.name),
    summary: fill(text.summary),
    points: text.points.map(fill),
    image: pictureOf(slot, options.locale),
  };
}
