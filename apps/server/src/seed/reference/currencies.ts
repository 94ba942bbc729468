import { MASTER_LIST } from '@pp/contract/lookups';
import type { SeedList } from './seed-list.ts';

/** Salary and stipend currencies; code is ISO 4217, value the symbol. INR first. */
export const currencies: SeedList = {
  list: MASTER_LIST.currency,
  ordered: true,
  items: [
    { code: 'INR', name: 'Indian Rupee', value: '₹' },
    { code: 'USD', name: 'US Dollar', value: '$' },
    { code: 'EUR', name: 'Euro', value: '€' },
    { code: 'GBP', name: 'British Pound', value: '£' },
    { code: 'AED', name: 'UAE Dirham', value: 'AED' },
    { code: 'SAR', name: 'Saudi Riyal', value: 'SAR' },
    { code: 'QAR', name: 'Qatari Riyal', value: 'QAR' },
    { code: 'OMR', name: 'Omani Rial', value: 'OMR' },
    { code: 'KWD', name: 'Kuwaiti Dinar', value: 'KWD' },
    { code: 'BHD', name: 'Bahraini Dinar', value: 'BHD' },
    { code: 'SGD', name: 'Singapore Dollar', value: 'S$' },
    { code: 'HKD', name: 'Hong Kong Dollar', value: 'HK$' },
    { code: 'MYR', name: 'Malaysian Ringgit', value: 'RM' },
    { code: 'AUD', name: 'Australian Dollar', value: 'A$' },
    { code: 'NZD', name: 'New Zealand Dollar', value: 'NZ$' },
    { code: 'CAD', name: 'Canadian Dollar', value: 'C$' },
    { code: 'CHF', name: 'Swiss Franc', value: 'CHF' },
    { code: 'JPY', name: 'Japanese Yen', value: '¥' },
    { code: 'NPR', name: 'Nepalese Rupee', value: 'Rs' },
    { code: 'LKR', name: 'Sri Lankan Rupee', value: 'Rs' },
    { code: 'BDT', name: 'Bangladeshi Taka', value: '৳' },
  ],
};
