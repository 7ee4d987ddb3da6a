import { identifierProblem } from '@muster/protocol';

/**
 * Where a supply of services is taxed and which GST it owes (issue #31 item 3), decided from
 * the two parties' registrations, never from the contract:
 *
 * - A party's state is its GST registration's: the first two digits of its GSTIN are the
 *   state code (CGST Rules r. 10(1) read with the GSTIN format). An unregistered party is
 *   placed by the state of its address.
 * - Place of supply of these services (manpower, security, facility management: none of the
 *   IGST Act s. 12(3)-(14) special cases) to a registered recipient is the recipient's
 *   location, its registered state (IGST Act s. 12(2)(a)); to an unregistered one, its
 *   address on record (s. 12(2)(b)(i)).
 * - Supplier's state = place of supply: intra-state, CGST + SGST (IGST Act s. 8(1)); else
 *   inter-state, IGST (s. 7(3)). An unknown state on either side is inter-state: IGST is
 *   what a supply across states owes, and the invoice shows it.
 */

/** A party as its registration places it. */
export interface RegisteredParty {
  gstin: string | null;
  /** The GST state code of the state on its address (`states.gst_state_code`). */
  state_code: string | null;
}

/**
 * The two-digit state code a GSTIN starts with, or null for no GSTIN or one that is not a
 * valid registration (protocol's GSTIN check: format, state code, PAN, check character).
 */
export function gstinStateCode(gstin: string | null): string | null {
  const registration = gstin?.trim() ?? '';
  return registration && identifierProblem('gstin', registration) === null ? registration.slice(0, 2) : null;
}

/** A party's state for GST: its registration's, else its address's. */
export const registeredStateCode = (party: RegisteredParty): string | null =>
  gstinStateCode(party.gstin) ?? party.state_code ?? null;

/** How a supply is taxed: its place of supply (a state code) and whether it is intra-state. */
export interface SupplyPlace {
  placeOfSupply: string | null;
  supplierState: string | null;
  intraState: boolean;
}

/** The place of supply of a B2B service (IGST Act s. 12(2)) and its tax type (s. 7, s. 8). */
export function supplyPlace(supplier: RegisteredParty, recipient: RegisteredParty): SupplyPlace {
  const supplierState = registeredStateCode(supplier);
  const placeOfSupply = registeredStateCode(recipient);
  return {
    placeOfSupply,
    supplierState,
    intraState: supplierState !== null && supplierState === placeOfSupply,
  };
}
