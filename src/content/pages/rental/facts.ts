/**
 * Figures of the rental page that are not product facts: the phone hours this page states
 * (09:00 to 19:00, unlike the footer's weekday 9:00-18:00: docs/product.md#medical-rental) and
 * the analytics label of its booking buttons.
 */
export const rentalContactHours = { open: '09:00', close: '19:00' } as const;

/** The `label` of the booking_click event the rental page's booking buttons record. */
export const rentalBookingEventLabel = 'medical_rental';
