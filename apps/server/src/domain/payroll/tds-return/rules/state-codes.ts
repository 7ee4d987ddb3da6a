/**
 * The e-TDS file format's state codes (NSDL/Protean "File Format for Form 24Q", annexure
 * "State Code": 01 Andaman and Nicobar Islands … 37 Ladakh, 99 other), keyed by the GST state
 * code the states master holds (`states.gst_state_code`). Dadra and Nagar Haveli and Daman and
 * Diu share GST code 26 since their merger; the format's 07 (Dadra and Nagar Haveli) is used.
 */
const byGstCode: Record<string, string> = {
  '01': '14', // Jammu and Kashmir
  '02': '13', // Himachal Pradesh
  '03': '26', // Punjab
  '04': '06', // Chandigarh
  '05': '34', // Uttarakhand
  '06': '12', // Haryana
  '07': '09', // Delhi
  '08': '27', // Rajasthan
  '09': '31', // Uttar Pradesh
  '10': '05', // Bihar
  '11': '28', // Sikkim
  '12': '03', // Arunachal Pradesh
  '13': '23', // Nagaland
  '14': '20', // Manipur
  '15': '22', // Mizoram
  '16': '30', // Tripura
  '17': '21', // Meghalaya
  '18': '04', // Assam
  '19': '32', // West Bengal
  '20': '35', // Jharkhand
  '21': '24', // Odisha
  '22': '33', // Chhattisgarh
  '23': '18', // Madhya Pradesh
  '24': '11', // Gujarat
  '26': '07', // Dadra and Nagar Haveli and Daman and Diu
  '27': '19', // Maharashtra
  '29': '15', // Karnataka
  '30': '10', // Goa
  '31': '17', // Lakshadweep
  '32': '16', // Kerala
  '33': '29', // Tamil Nadu
  '34': '25', // Puducherry
  '35': '01', // Andaman and Nicobar Islands
  '36': '36', // Telangana
  '37': '02', // Andhra Pradesh
  '38': '37', // Ladakh
};

/** The e-TDS state code of a state by its GST code; 99 (other) for a code the format has not. */
export const etdsStateCode = (gstStateCode: string | null): string =>
  (gstStateCode && byGstCode[gstStateCode]) || '99';
