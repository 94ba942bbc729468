import { MASTER_LIST } from '@pp/contract/lookups';
import type { SeedList } from './seed-list.ts';

export const industries: SeedList = {
  list: MASTER_LIST.industry,
  ordered: false,
  items: [
    { code: 'IND-BANK', name: 'Banking' },
    { code: 'IND-NBFC', name: 'NBFC and Financial Services' },
    { code: 'IND-INS', name: 'Insurance' },
    { code: 'IND-CAPM', name: 'Capital Markets and Stock Broking' },
    { code: 'IND-AMC', name: 'Asset Management and Mutual Funds' },
    { code: 'IND-IT', name: 'Information Technology' },
    { code: 'IND-ITES', name: 'IT Enabled Services and BPO' },
    { code: 'IND-TEL', name: 'Telecommunications' },
    { code: 'IND-PHARMA', name: 'Pharmaceuticals' },
    { code: 'IND-HEALTH', name: 'Healthcare and Hospitals' },
    { code: 'IND-FMCG', name: 'FMCG' },
    { code: 'IND-AUTO', name: 'Automobile and Auto Components' },
    { code: 'IND-ENGG', name: 'Engineering and Capital Goods' },
    { code: 'IND-MFG', name: 'Manufacturing' },
    { code: 'IND-INFRA', name: 'Infrastructure and Construction' },
    { code: 'IND-REALTY', name: 'Real Estate' },
    { code: 'IND-POWER', name: 'Power' },
    { code: 'IND-RENEW', name: 'Renewable Energy' },
    { code: 'IND-OIL', name: 'Oil and Gas' },
    { code: 'IND-CHEM', name: 'Chemicals and Fertilisers' },
    { code: 'IND-METAL', name: 'Steel and Metals' },
    { code: 'IND-MINING', name: 'Mining' },
    { code: 'IND-CEMENT', name: 'Cement and Building Materials' },
    { code: 'IND-TEXT', name: 'Textiles and Apparel' },
    { code: 'IND-MEDIA', name: 'Media and Entertainment' },
    { code: 'IND-RETAIL', name: 'Retail and E-commerce' },
    { code: 'IND-LOGI', name: 'Logistics and Shipping' },
    { code: 'IND-AVIATION', name: 'Aviation' },
    { code: 'IND-HOSP', name: 'Hospitality and Tourism' },
    { code: 'IND-EDU', name: 'Education' },
    { code: 'IND-AGRI', name: 'Agriculture and Food Processing' },
    { code: 'IND-LEGAL', name: 'Legal Services' },
    { code: 'IND-PROF', name: 'Professional Services (CS, CA and CMA Firms)' },
    { code: 'IND-CONSULT', name: 'Consulting and Advisory' },
    { code: 'IND-GOVT', name: 'Government and Public Sector' },
    { code: 'IND-NGO', name: 'Non-Profit and Section 8 Companies' },
    { code: 'IND-OTHER', name: 'Other' },
  ],
};

/**
 * Kinds of unlisted company: a company that answers 'no' to 'Is company listed?' picks one.
 */
export const listingTypes: SeedList = {
  list: MASTER_LIST.listingType,
  ordered: true,
  items: [
    { code: 'LT-PVT', name: 'Private Limited Company' },
    { code: 'LT-PUB', name: 'Unlisted Public Company' },
    { code: 'LT-OPC', name: 'One Person Company' },
    { code: 'LT-LLP', name: 'Limited Liability Partnership (LLP)' },
    { code: 'LT-SEC8', name: 'Section 8 Company' },
    { code: 'LT-GOVT', name: 'Government Company (Unlisted)' },
    { code: 'LT-PRODUCER', name: 'Producer Company' },
    { code: 'LT-NIDHI', name: 'Nidhi Company' },
    { code: 'LT-FOREIGN', name: 'Foreign Company (Branch or Liaison Office)' },
    { code: 'LT-DEBT', name: 'Debt-Listed Company' },
    { code: 'LT-OTHER', name: 'Other' },
  ],
};

/** Kinds of organisation offering trainings (student training search). */
export const companyTypes: SeedList = {
  list: MASTER_LIST.companyType,
  ordered: true,
  items: [
    { code: 'CT-LISTED', name: 'Listed Company' },
    { code: 'CT-UNLISTED', name: 'Unlisted Public Company' },
    { code: 'CT-PVT', name: 'Private Limited Company' },
    { code: 'CT-PCS', name: 'Practising Company Secretaries Firm' },
    { code: 'CT-PSU', name: 'Public Sector Undertaking' },
    { code: 'CT-BFSI', name: 'Bank or Financial Institution' },
    { code: 'CT-MNC', name: 'Multinational Company' },
    { code: 'CT-LAW', name: 'Law Firm' },
    { code: 'CT-CA', name: 'Chartered Accountants Firm' },
    { code: 'CT-OTHER', name: 'Other' },
  ],
};

export const governmentTypes: SeedList = {
  list: MASTER_LIST.governmentType,
  ordered: true,
  items: [
    { code: 'GT-CENTRAL', name: 'Central Government' },
    { code: 'GT-STATE', name: 'State Government' },
    { code: 'GT-CPSU', name: 'Central Public Sector Undertaking' },
    { code: 'GT-SPSU', name: 'State Public Sector Undertaking' },
    { code: 'GT-PSB', name: 'Public Sector Bank' },
    { code: 'GT-REG', name: 'Regulatory Body' },
    { code: 'GT-STAT', name: 'Statutory Body' },
    { code: 'GT-AUTO', name: 'Autonomous Body' },
    { code: 'GT-TRIB', name: 'Tribunal' },
    { code: 'GT-LOCAL', name: 'Local Body' },
    { code: 'GT-OTHER', name: 'Other' },
  ],
};
