/**
 * The clinic pages' POSTs: refreshing the list from WordPress (src/pages/admin/clinics/index.astro),
 * registering a clinic (new.astro), and editing or deleting one ([id].astro). Plain forms with
 * messages beside the fields; success is a 303 (POST/redirect/GET). Written to the update log
 * and audited by src/server/content/clinics.server.ts.
 */
import { clinicsCopy } from '../../content/clinics/index.ts';
import type { ClinicErrors, ClinicField } from '../../domain/clinics/schema.ts';
import { clinicAudit, clinicFormInput } from '../../server/content/admin-clinics.server.ts';
import { createClinic, deleteClinic, updateClinic } from '../../server/content/clinics.server.ts';
import { importFromWordPress } from '../../server/content/wordpress-import.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { CLINICS_PATH, clinicPath } from '../paths.ts';

const t = clinicsCopy.ja.admin;

/**
 * 'データを更新': runs the WordPress import when WORDPRESS_URL is set and answers with a 303
 * back to the list, which says how it went; without WordPress the button only re-reads the
 * list. Null for anything but a signed-in POST (the page shows the list).
 */
export async function refreshClinicsAction(context: PageContext): Promise<Response | null> {
  const user = context.locals.admin;
  if (context.request.method !== 'POST' || !user) return null;
  const { db, env } = context.locals.services;
  const form = await readForm(context.request);
  if (form?.get('intent') === 'refresh' && env.WORDPRESS_URL) {
    const result = await importFromWordPress(db, {
      baseUrl: env.WORDPRESS_URL,
      audit: clinicAudit(db, user, clientIp(context)),
    });
    return context.redirect(`${CLINICS_PATH}?refresh=${result.ok ? 'ok' : 'failed'}`, 303);
  }
  return context.redirect(CLINICS_PATH, 303);
}

export interface NewClinicView {
  values: Record<ClinicField, string>;
  errors: ClinicErrors;
}

/** Registers a clinic; success goes on to the clinic's own page. */
export async function createClinicAction(context: PageContext): Promise<Response | NewClinicView> {
  const view: NewClinicView = {
    values: {
      clinicName: '',
      address: '',
      prefecture: '',
      services: '',
      doctor: '',
      phone: '',
      url: '',
      status: 'publish',
    },
    errors: {},
  };
  const user = context.locals.admin;
  if (context.request.method !== 'POST' || !user) return view;
  const { db } = context.locals.services;
  const form = await readForm(context.request);
  if (!form) {
    context.response.status = 400;
    view.errors = { form: t.form.requestFailed };
    return view;
  }
  view.values = clinicFormInput(form) as Record<ClinicField, string>;
  const result = await createClinic(db, view.values, { audit: clinicAudit(db, user, clientIp(context)) });
  if (result.ok) return context.redirect(`${CLINICS_PATH}/${result.clinic.id}?done=created`, 303);
  context.response.status = 422;
  view.errors = result.errors;
  return view;
}

export interface ClinicView {
  /** What was posted, to show again (null: show the stored clinic). */
  posted: Record<ClinicField, string> | null;
  errors: ClinicErrors;
  deleteError: string | null;
}

/** Saves an edit (back to the clinic) or deletes the clinic once confirmed (on to the list). */
export async function clinicAction(context: PageContext): Promise<Response | ClinicView> {
  const view: ClinicView = { posted: null, errors: {}, deleteError: null };
  const user = context.locals.admin;
  if (context.request.method !== 'POST' || !user) return view;
  const { db } = context.locals.services;
  const { response } = context;
  const id = context.params.id ?? '';
  const form = await readForm(context.request);
  const audit = clinicAudit(db, user, clientIp(context));
  if (!form) {
    response.status = 400;
    view.errors = { form: t.form.requestFailed };
  } else if (form.get('intent') === 'delete') {
    if (form.get('confirm') !== 'yes') {
      view.deleteError = t.delete.needsConfirm;
      response.status = 422;
    } else {
      const result = await deleteClinic(db, id, { audit });
      if (result.ok) return context.redirect(`${CLINICS_PATH}?done=deleted`, 303);
      view.deleteError = result.errors.form ?? null;
      response.status = 404;
    }
  } else {
    view.posted = clinicFormInput(form) as Record<ClinicField, string>;
    const result = await updateClinic(db, id, view.posted, { audit });
    if (result.ok) return context.redirect(`${clinicPath(id)}?done=updated`, 303);
    response.status = result.errors.form ? 404 : 422;
    view.errors = result.errors;
  }
  return view;
}
