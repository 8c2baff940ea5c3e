/**
 * The rental copy that states the monthly price, filled with the price shown now (/admin/site,
 * issue 33): the meta description and the FAQ say what the plan section says, never the code's
 * first price after staff have changed it.
 */
import { rentalCopy } from '../../content/pages/rental/index.ts';
import { formatYen } from '../../content/products.ts';
import { fillMessage } from '../../domain/fill-message.ts';

const priced = (text: string, monthlyYen: number) => fillMessage(text, { monthly: formatYen(monthlyYen, 'ja') });

export const rentalDescription = (monthlyYen: number): string => priced(rentalCopy.ja.meta.description, monthlyYen);

export const rentalFaq = (monthlyYen: number): { question: string; answer: string }[] =>
  rentalCopy.ja.faq.items.map((item) => ({ question: item.question, answer: priced(item.answer, monthlyYen) }));
