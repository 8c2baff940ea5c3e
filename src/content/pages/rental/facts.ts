/**
 * Figures of the rental page that are not product facts: the phone hours this page states
 * (spec section 9: the Japanese rental page gives 09:00 to 19:00, unlike the footer's
 * weekday 9:00-18:00) and the analytics label of its booking buttons.
 */
export const rentalContactHours = { open: '09:00', close: '19:00' } as const;

/** The `label` of the booking_click event the rental page's booking buttons record. */
export const rentalBookingEventLabel = 'medical_rental';
