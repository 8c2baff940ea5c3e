/** The placeholder filling of copy, kept in src/domain so the server's mails share it. */
export { fillTemplate, formatFigure } from '../../domain/fill-template.ts';
