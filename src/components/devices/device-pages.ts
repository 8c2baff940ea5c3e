/** What the device pages of every locale share: number formatting and the devices the details page shows. */
import { detailDevices, devices } from '../../content/products.ts';

export { numberLocale } from '../../domain/fill-template.ts';

/** The devices the details page presents, in the lineup's order. */
export const shownOnDetails = devices.filter((device) => detailDevices.includes(device.id));
