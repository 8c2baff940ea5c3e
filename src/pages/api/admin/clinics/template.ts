/**
 * GET /api/admin/clinics/template: an empty CSV with the import's column headers in Japanese
 * (UTF-8 with a BOM, so Excel opens it correctly), to fill in and upload at /admin/clinics/import.
 */
import type { APIRoute } from 'astro';
import { clinicsCopy as t } from '../../../../content/admin/clinics.ts';
import { clinicFieldLabels } from '../../../../content/clinics/messages.ts';
import { clinicFields } from '../../../../content/clinics/schema.ts';
import { clinicCsvTemplate } from '../../../../server/admin-clinics.server.ts';

export const prerender = false;

export const GET: APIRoute = () =>
  new Response(clinicCsvTemplate(clinicFields.map((field) => clinicFieldLabels[field])), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${t.import.templateFileName}"`,
    },
  });
