import { type PhonePunchReason, type PhonePunchStatus, phonePunchMessages } from '@muster/protocol';

/** Accuracy beyond this (metres, the phone's 68 % radius) cannot place the phone on the site. */
export const maxAccuracyM = 100;

/** A site's geofence and phone policy (the sites folder's fields, issue #36 item 3). */
export interface SitePhonePolicy {
  latitude: number | null;
  longitude: number | null;
  radiusM: number | null;
  allowed: boolean;
  selfieRequired: boolean;
  /** Outside the radius (or too inaccurate to tell): waits for the RO; false refuses it. */
  outsideForApproval: boolean;
  /** How far the phone's clock may be from the server's before the punch waits. */
  clockToleranceS: number;
}

export interface PhonePunchFacts {
  position: { latitude: number; longitude: number; accuracy: number } | null;
  hasSelfie: boolean;
  /** The phone's clock when the punch was taken, when it was sent; the server's on receipt. */
  deviceTime: number;
  sentAt: number;
  receivedAt: number;
}

export type PhonePunchJudgement =
  | { kind: 'refused'; message: string }
  | {
      kind: 'kept';
      status: Extract<PhonePunchStatus, 'applied' | 'pending'>;
      reasons: PhonePunchReason[];
      distanceM: number | null;
      clockSkewS: number;
      /** The instant the punch counts at. */
      punchedAt: number;
    };

const earthRadiusM = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine on the mean Earth radius, IUGG). */
export function distanceM(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * What the site's policy makes of a phone punch (domain/attendance/README.md "Phone
 * punches"): refused outright (phones not allowed, no selfie where one is required, a punch
 * taken after it was sent, or outside where the site refuses outside punches), else applied,
 * or kept pending with its reasons: outside the radius (the boundary counts as inside), an
 * accuracy worse than 100 m, no position, a site without a geofence, or a phone clock off
 * the server's by more than the tolerance. The clock's skew is the server's receive time
 * less the phone's send time, so a punch queued offline for hours is not a wrong clock; the
 * punch's instant is the phone's time, moved by the skew when that is beyond the tolerance.
 */
export function judgePhonePunch(site: SitePhonePolicy, facts: PhonePunchFacts): PhonePunchJudgement {
  if (!site.allowed) return { kind: 'refused', message: phonePunchMessages.notAllowed };
  if (site.selfieRequired && !facts.hasSelfie)
    return { kind: 'refused', message: phonePunchMessages.selfieRequired };
  const clockSkewS = Math.round((facts.receivedAt - facts.sentAt) / 1000);
  // taken after it was sent: the phone's clock cannot be read
  if (facts.deviceTime > facts.sentAt) return { kind: 'refused', message: phonePunchMessages.aheadOfServer };
  const reasons: PhonePunchReason[] = [];
  const fence =
    site.latitude !== null && site.longitude !== null && site.radiusM !== null
      ? { latitude: site.latitude, longitude: site.longitude, radiusM: site.radiusM }
      : null;
  const distance = fence && facts.position ? Math.round(distanceM(facts.position, fence)) : null;
  if (!fence) reasons.push('site_without_position');
  else if (!facts.position) reasons.push('no_position');
  else {
    if (distance !== null && distance > fence.radiusM) reasons.push('outside_radius');
    if (facts.position.accuracy > maxAccuracyM) reasons.push('poor_accuracy');
  }
  if (reasons.length && !site.outsideForApproval)
    return { kind: 'refused', message: phonePunchMessages.outsideRefused };
  const clockDisagrees = Math.abs(clockSkewS) > site.clockToleranceS;
  if (clockDisagrees) reasons.push('clock_disagrees');
  return {
    kind: 'kept',
    status: reasons.length ? 'pending' : 'applied',
    reasons,
    distanceM: distance,
    clockSkewS,
    punchedAt: clockDisagrees ? facts.deviceTime + clockSkewS * 1000 : facts.deviceTime,
  };
}
