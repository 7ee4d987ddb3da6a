import { providerGroupCode } from '../../engine/auth/environment.js';
import { businessBank, gstin } from './identifiers.js';
import {
  allocationTypes,
  attendanceStatuses,
  attendanceTypes,
  employeeStatuses,
  employeeTypes,
  halfDayDurations,
  invoiceDocsStatuses,
  type MasterRow,
  states,
} from './masters.js';
import { seededMinimumWages } from './minimum-wages.js';
import {
  complianceDocs,
  type DemoPartnerKey,
  demoPartners,
  departments,
  holidays,
  labourWelfareFund,
  leaveTypes,
  payheads,
  products,
  professionalTaxSlabs,
  roleGroups,
  shifts,
  sites,
  text,
} from './organisation-data.js';
import type { SeededRandom } from './random.js';
import { demoTimeZone, instantRange, istDay, lawDay, minuteRange, type SeedTable } from './seed-rows.js';

export { type DemoPartnerKey, demoPartners } from './organisation-data.js';

/** Ids of the rows the workforce and leaves refer to. */
export interface OrganisationRefs {
  partners: Record<DemoPartnerKey, string>;
  employeeTypes: Record<string, string>;
  sites: string[];
  shifts: string[];
  products: string[];
  departments: { id: string; subsections: Record<DemoPartnerKey, string[]> }[];
  salaryStructures: Record<DemoPartnerKey, string>;
  leaveTypes: Record<string, string>;
  /** half_day_duration ids by code (first_half, second_half). */
  halfDays: Record<string, string>;
  groups: Record<string, string>;
}

const financialYear = { start: istDay('2026-04-01'), end: istDay('2027-04-01') };

const masterRows = (rows: MasterRow[], ids: Record<string, string>, random: SeededRandom, extra = {}) =>
  rows.map((row) => {
    ids[row.code] = random.uuid();
    return { id: ids[row.code], ...row, ...extra };
  });

/** Every row of the demo business but its people: masters, partners, places, rules and contracts. */
export function buildOrganisation(random: SeededRandom): { tables: SeedTable[]; refs: OrganisationRefs } {
  const stateIds: Record<string, string> = {};
  const groupIds: Record<string, string> = {};
  const partnerGroupIds = { pe: random.uuid(), contractor: random.uuid() };
  const partners = Object.fromEntries(demoPartners.map((partner) => [partner.key, random.uuid()])) as Record<
    DemoPartnerKey,
    string
  >;
  const typeIds: Record<string, string> = {};
  const leaveTypeIds: Record<string, string> = {};
  const halfDayIds: Record<string, string> = {};
  const tables: SeedTable[] = [];
  const add = (table: string, rows: Record<string, unknown>[]) => tables.push({ table, rows });

  add('partner_groups', [
    {
      id: partnerGroupIds.pe,
      code: providerGroupCode,
      name: text('Principal employer', 'Employeur principal', 'प्रधान नियोक्ता', 'প্রধান নিয়োগকর্তা'),
    },
    {
      id: partnerGroupIds.contractor,
      code: 'contractor',
      name: text('Contractors', 'Sous-traitants', 'ठेकेदार', 'ঠিকাদার'),
    },
  ]);
  const stateRows = masterRows(states, stateIds, random);
  add('states', stateRows);
  add(
    'states__professional_tax_slabs',
    Object.entries(professionalTaxSlabs).flatMap(([state, slabs]) =>
      slabs.map(([min, max, amount, month, gender, from]) => ({
        parent_id: stateIds[state],
        effective_period: instantRange(lawDay(from ?? '2024-04-01'), null),
        min_gross: min,
        max_gross: max,
        amount,
        month: month ?? null,
        gender: gender ?? null,
      })),
    ),
  );
  add(
    'statutory_rates',
    labourWelfareFund.flatMap((fund) =>
      (['employee', 'employer'] as const).map((side) => ({
        code: `lwf_${side}`,
        states_id: stateIds[fund.state],
        effective_from: lawDay('2024-11-01'),
        value: fund[side],
        months: fund.months,
        source: fund.source,
      })),
    ),
  );
  add(
    'minimum_wages',
    seededMinimumWages.map(({ state, effective_from, ...rate }) => ({
      ...rate,
      states_id: stateIds[state],
      rate_basis: 'per_month',
      effective_from: lawDay(effective_from),
    })),
  );
  const partnerRows = demoPartners.map((partner) => {
    const bank = businessBank(random);
    return {
      id: partners[partner.key],
      code: partner.code,
      name: partner.name,
      sw_handle: partner.sw_handle,
      partner_type: partner.key === 'provider' ? 'principal_employer' : 'contractor',
      partner_groups_id: partner.key === 'provider' ? partnerGroupIds.pe : partnerGroupIds.contractor,
      gstin: gstin(
        random,
        String(states.find((state) => state.code === partner.state)?.gst_state_code),
        partner.holder,
      ),
      address: partner.address,
      city: partner.city,
      pincode: partner.pincode,
      states_id: stateIds[partner.state],
      ...bank,
      bank_account_no: random.digits(12),
      // the contractors issue e-invoices since the ₹5 crore threshold's day (Notification 10/2023-CT)
      e_invoicing_from: partner.key === 'provider' ? null : lawDay('2023-08-01'),
      // named, not left to the column's default: the seed's days are counted in it (seed-rows.ts)
      time_zone: demoTimeZone,
    };
  });
  add('partners', partnerRows);
  add(
    'partners__invoice_compl_docs',
    demoPartners
      .filter((partner) => partner.key !== 'provider')
      .flatMap((partner) => complianceDocs.map((doc) => ({ parent_id: partners[partner.key], ...doc }))),
  );
  add('groups', masterRows(roleGroups, groupIds, random));
  add('attendance_types', masterRows(attendanceTypes, {}, random));
  add('attendance_status', masterRows(attendanceStatuses, {}, random));
  add('half_day_duration', masterRows(halfDayDurations, halfDayIds, random));
  add(
    'invoice_docs_statuses',
    masterRows(invoiceDocsStatuses, {}, random, { partners_id: partners.provider }),
  );
  add('employee_types', masterRows(employeeTypes, typeIds, random));
  add('employee_statuses', masterRows(employeeStatuses, {}, random));
  add('allocation_types', masterRows(allocationTypes, {}, random));

  const siteRows = sites.map(({ state, ...site }) => ({
    id: random.uuid(),
    ...site,
    states_id: stateIds[state],
  }));
  add('sites', siteRows);
  // regular staff punch by phone without a selfie; contractual workers as the site says (#36 item 3)
  add(
    'sites__phone_rules',
    siteRows.map((site) => ({
      parent_id: site.id,
      employee_type: typeIds.regular,
      phone_punch_allowed: true,
      phone_selfie_required: false,
      phone_outside_for_approval: true,
    })),
  );
  const shiftRows = shifts.map((shift) => ({
    id: random.uuid(),
    shift_code: shift.shift_code,
    name: shift.name,
    shift_time: minuteRange(shift.time[0], shift.time[1]),
    break_time: minuteRange(shift.break[0], shift.break[1]),
    min_working_minutes: 450,
  }));
  add('shifts', shiftRows);
  const productRows = products.map((product) => ({
    id: random.uuid(),
    ...product,
    taxes: 18,
    unit_of_measurements: 'day',
    status: 'active',
  }));
  add('products', productRows);
  const departmentRows = departments.map((department) => ({
    id: random.uuid(),
    code: department.code,
    name: department.name,
  }));
  add('departments', departmentRows);
  const refsDepartments = departmentRows.map((department) => ({
    id: department.id,
    subsections: Object.fromEntries(demoPartners.map((partner) => [partner.key, [] as string[]])) as Record<
      DemoPartnerKey,
      string[]
    >,
  }));
  add(
    'subsections',
    demoPartners.flatMap((partner) =>
      departments.flatMap((department, index) =>
        department.subsections.map((name, position) => {
          const id = random.uuid();
          refsDepartments[index]?.subsections[partner.key].push(id);
          return {
            id,
            partners_id: partners[partner.key],
            code: `${department.code}-${position + 1}`,
            name,
            departments_id: departmentRows[index]?.id,
          };
        }),
      ),
    ),
  );
  add(
    'holidays',
    holidays.map((holiday) => ({
      name: holiday.name,
      holiday_date: istDay(holiday.date),
      states_id: holiday.state ? stateIds[holiday.state] : null,
      optional_holiday: holiday.optional ?? false,
    })),
  );
  add(
    'leave_types',
    leaveTypes.map((type) => {
      leaveTypeIds[type.code] = 'id' in type && typeof type.id === 'string' ? type.id : random.uuid();
      return {
        id: leaveTypeIds[type.code],
        allow_half_day: false,
        mandatory_document_upload: false,
        blanket_policy: false,
        paid: true,
        ...type,
      };
    }),
  );
  const structures = Object.fromEntries(
    demoPartners.map((partner) => [partner.key, random.uuid()]),
  ) as Record<DemoPartnerKey, string>;
  add(
    'salary_structures',
    demoPartners.map((partner) => ({
      id: structures[partner.key],
      partners_id: partners[partner.key],
      code: `STD-${partner.code}`,
      name: 'Standard wages',
      effective_from: financialYear.start,
    })),
  );
  add(
    'salary_structures__payheads',
    demoPartners.flatMap((partner) =>
      payheads.map((payhead, index) => ({
        parent_id: structures[partner.key],
        sequence: index + 1,
        prorate: true,
        rounding: 'nearest',
        wage_component: false,
        ...payhead,
      })),
    ),
  );
  const contractors = demoPartners.filter((partner) => partner.key !== 'provider');
  const contractIds = contractors.map(() => random.uuid());
  add(
    'contracts',
    contractors.map((partner, index) => ({
      id: contractIds[index],
      partners_id: partners[partner.key],
      code: `CT-${partner.code}-2026`,
      name: `Manpower supply FY 2026-27 (${partner.name})`,
      contract_period: instantRange(financialYear.start, financialYear.end),
      place_of_supply: stateIds[index === 0 ? 'WB' : 'HP'],
      service_charge_percent: index === 0 ? 8.5 : 7,
      start_payroll_on: 1,
      date_of_previous_month: false,
      invoices_generated: false,
    })),
  );
  add(
    'contracts__attendance_based_items',
    contractors.flatMap((_, index) => {
      const site = siteRows[index === 0 ? 1 : 0];
      return productRows.slice(0, 4).map((product, position) => ({
        parent_id: contractIds[index],
        sites_id: site?.id,
        shifts_id: shiftRows[position % shiftRows.length]?.id,
        products_id: product.id,
        rate_per_day: product.price,
        rate_unit: 'day',
        head_count: random.int(4, 20),
      }));
    }),
  );
  add(
    'contracts__job_based_items',
    contractIds.map((id) => ({
      parent_id: id,
      products_id: productRows[1]?.id,
      description: 'Deep cleaning of shop floor',
      unit_of_measurement: 'sq m',
      rate: 12.5,
    })),
  );
  return {
    tables,
    refs: {
      partners,
      employeeTypes: typeIds,
      sites: siteRows.map((site) => site.id),
      shifts: shiftRows.map((shift) => shift.id),
      products: productRows.map((product) => product.id),
      departments: refsDepartments,
      salaryStructures: structures,
      leaveTypes: leaveTypeIds,
      halfDays: halfDayIds,
      groups: groupIds,
    },
  };
}
