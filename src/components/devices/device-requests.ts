/** Each device's brochure request, named as the page names it. */
import { brochureProductOfDevice } from '../../content/navigation.ts';
import type { ShellCopy } from '../../content/shell/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { RequestAction } from '../ui/RequestActions.tsx';
import { requestAction } from '../ui/request-actions.ts';
import type { DeviceView } from './device-view.ts';

export const deviceRequests = (views: DeviceView[], locale: Locale, t: ShellCopy): Record<string, RequestAction> =>
  Object.fromEntries(views.map((v) => [v.id, requestAction(locale, t, brochureProductOfDevice(v.id), v.name)]));

/** A product name for the page's first-screen actions: the device's own name in the locale. */
export const deviceNameOf =
  (views: DeviceView[]) =>
  (id: string): string =>
    views.find((v) => v.id === id)?.name ?? id;
