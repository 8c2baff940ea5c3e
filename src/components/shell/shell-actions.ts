/** The shell's three ways to get in touch, as the header, the phone menu and the phone bar show them. */
export interface ShellActions {
  /** The brochure form, with the page's product preselected on a product page. */
  brochure: { href: string; label: string };
  /** The phone number as shown, and its tel: link. */
  phone: { href: string; number: string; label: string; longLabel: string };
  /** The external meeting booking (new tab). */
  booking: { href: string; label: string; description: string };
}
