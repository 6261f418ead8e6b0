/**
 * Two-letter codes a US address may carry: the states, DC and the territories the plant ships
 * to as domestic (PR, GU, VI) plus AS and MP. Military codes (AA, AE, AP) are not here:
 * APO/FPO addresses cannot be quoted online (docs/product.md section 8).
 */
export const US_STATES: readonly string[] = (
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH ' +
  'NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP'
).split(' ')
