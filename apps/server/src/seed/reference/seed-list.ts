import type { MasterList } from '@pp/contract/lookups';

/** One entry of a hand-written master list. Codes are stable: jobs and profiles store them. */
export interface SeedItem {
  code: string;
  name: string;
  /** Skill audience ('1' member, '2' student). */
  type?: string;
  /** Range 'from-to' (experience, salary), months (training duration) or symbol (currency). */
  value?: string;
}

export interface SeedList {
  list: MasterList;
  /**
   * true: shown in the written order (ranges, durations, grades of qualification);
   * false: shown by name.
   */
  ordered: boolean;
  items: SeedItem[];
}
