/**
 * GET /api/admin/clinics/template: an empty CSV with the import's column headers in Japanese
 * (UTF-8 with a BOM, so Excel opens it correctly), to fill in and upload at /admin/clinics/import.
 */
import type { APIRoute } from 'astro';
import { clinicsCopy } from '../../../../content/clinics/index.ts';
import { clinicFields } from '../../../../domain/clinics/schema.ts';
import { clinicCsvTemplate } from '../../../../server/content/admin-clinics.server.ts';

const t = clinicsCopy.ja.admin;
const clinicFieldLabels = clinicsCopy.ja.fieldLabels;

export const prerender = false;

export const GET: APIRoute = () =>
  new Response(clinicCsvTemplate(clinicFields.map((field) => clinicFieldLabels[field])), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${t.import.templateFileName}"`,
    },
  });
