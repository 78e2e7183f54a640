import { renderDocx, renderScannedPdf, renderTextPdf } from '../../src/demo/render-documents.js';
import { writeWord97 } from './word97.js';

/** Small fixtures built in code: a text PDF, a .docx, a legacy .doc and a scanned (image-only) PDF page. */
export const PDF_SOURCE = `# Scholarship Guide

## Local scholarships

Community foundations award local scholarships every spring. The Rotary essay contest closes on March 15 and pays 2,000 dollars.

## Deadlines

Most state grants require the FAFSA before the priority date of March 2.`;

export const textPdf = () => renderTextPdf(PDF_SOURCE, 'Scholarship Guide');
export const docx = () => renderDocx('# Interview Tips\n\n## Preparing\n\nPractice answers about why you chose the college and bring two questions about the honors program.', 'Interview Tips');
export const doc = () => writeWord97(['Gap Year Planning', 'Ask each college whether it allows deferred enrollment for a gap year.', 'Most deferrals must be requested before May 1.']);
export const scannedPdf = () => renderScannedPdf('Campus Visit Checklist\n\nSchedule the official tour early.\nAsk about merit scholarships and housing.');

