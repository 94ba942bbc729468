import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatDate, formatDateTime } from '@pp/contract/format';
import type { NotificationItem } from '@pp/contract/notifications';
import { STAGE_LABEL } from '@pp/contract/pipeline';
import { useMessageText } from '../../../i18n/message-text.ts';

export interface NotificationWords {
  /** The one sentence that says what happened. */
  title: string;
  /** What the link to the target says, when there is a link. */
  linkLabel: string;
}

/** The values an interview's notification is worded with: the posting with its company, the time in India time. */
function interviewValues(params: {
  postingTitle: string;
  companyName: string;
  roundName: string;
  startsOn: number | null;
}) {
  return {
    round: params.roundName,
    // Data, not words: the posting's title and its company as the candidate knows them.
    posting: params.companyName ? `${params.postingTitle}, ${params.companyName}` : params.postingTitle,
    when: params.startsOn === null ? '' : formatDateTime(params.startsOn),
  };
}

/**
 * Words a notification in the reader's language from its kind and values (the server stores no
 * sentence). Titles, company names and messages are data and stay as they came.
 */
export function useNotificationWords(): (item: NotificationItem) => NotificationWords {
  const { t } = useLingui();
  const tm = useMessageText();
  return (item) => {
    switch (item.kind) {
      case 'stageChanged': {
        const title = item.params.postingTitle;
        const company = item.params.companyName;
        const stage = tm(STAGE_LABEL[item.params.stage]);
        return {
          title: company
            ? t`Your application for ${title} at ${company} is now at the stage: ${stage}.`
            : t`Your application for ${title} is now at the stage: ${stage}.`,
          linkLabel: t`View your applications`,
        };
      }
      case 'message': {
        const sender = item.params.senderName;
        return {
          title:
            item.params.from === 'employer'
              ? t`New message from ${sender}`
              : t`New message from the institute's placement cell`,
          linkLabel: '',
        };
      }
      case 'alertMatches': {
        const searchName = item.params.searchName;
        const count = item.params.count;
        return {
          title: plural(count, {
            one: `# new match for your saved search ${searchName}`,
            other: `# new matches for your saved search ${searchName}`,
          }),
          linkLabel: t`See the matches`,
        };
      }
      case 'postingExpiring': {
        const title = item.params.postingTitle;
        const endDate = formatDate(item.params.endDate);
        const applicants = item.params.applicants;
        return item.params.postingKind === 'job'
          ? {
              title: t`Your job ${title} is shown until ${endDate}; it has ${applicants} applicant(s).`,
              linkLabel: t`View the job`,
            }
          : {
              title: t`Your training ${title} takes applications until ${endDate}; it has ${applicants} applicant(s).`,
              linkLabel: t`View the training`,
            };
      }
      case 'interviewInvited': {
        const { round, posting, when } = interviewValues(item.params);
        return {
          title: when
            ? t`You are invited to an interview (${round}) for ${posting} on ${when} IST.`
            : t`You are invited to an interview (${round}) for ${posting}. Please choose a time.`,
          linkLabel: t`View your interviews`,
        };
      }
      case 'interviewChanged': {
        const { round, posting, when } = interviewValues(item.params);
        return {
          title:
            item.params.change === 'cancelled'
              ? t`Your interview (${round}) for ${posting} has been cancelled.`
              : when
                ? t`Your interview (${round}) for ${posting} has moved to ${when} IST.`
                : t`Your interview (${round}) for ${posting} has changed. Please choose a time.`,
          linkLabel: t`View your interviews`,
        };
      }
      case 'interviewAnswered': {
        const { round, when } = interviewValues(item.params);
        const candidate = item.params.candidateName;
        const title = item.params.postingTitle;
        const words = {
          accepted: when
            ? t`${candidate} accepted the interview (${round}) for ${title} on ${when} IST.`
            : t`${candidate} accepted the interview (${round}) for ${title}.`,
          declined: t`${candidate} declined the interview (${round}) for ${title}.`,
          newTime: t`${candidate} asked for another time for the interview (${round}) for ${title}.`,
        };
        return { title: words[item.params.response], linkLabel: t`View the applicants` };
      }
    }
  };
}
