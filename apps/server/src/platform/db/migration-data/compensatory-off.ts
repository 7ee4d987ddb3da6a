/**
 * The compensatory off leave type (issue #29 item 2): its balance is the credits work on
 * holidays and weekly offs earned (leaves README "Compensatory off"), not a yearly quota, so its
 * quota is 0; half days are allowed, as a half day's work earns half a credit. The demo seeds
 * it and migration 170 adds it to a database made before.
 */
export const compensatoryOffLeaveType = {
  code: 'CO',
  name: {
    eng: 'Compensatory off',
    fr: 'Repos compensateur',
    hin: 'प्रतिपूरक अवकाश',
    ben: 'ক্ষতিপূরণমূলক ছুটি',
  },
  yearly_quota: 0,
  allow_half_day: true,
};
