import { emptyResume, newEducation, newExperience, type ResumeData } from '../model/resume-schema.ts';

/** A drawn head and shoulders for the miniatures (the sample person has no real photo). */
export const SAMPLE_PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 100"><rect width="80" height="100" fill="#d0def5"/>' +
    '<circle cx="40" cy="38" r="17" fill="#729ddf"/><path d="M8 100c2-22 16-34 32-34s30 12 32 34z" fill="#729ddf"/></svg>',
)}`;

/** The made-up person the template previews show. */
export function sampleResume(): ResumeData {
  return {
    ...emptyResume(),
    name: 'Ananya Rao', // i18n-ignore: the sample person's data, as a user would type it
    fatherName: 'Suresh Rao',
    motherName: 'Lakshmi Rao',
    linkedIn: 'linkedin.com/in/ananya-rao',
    membershipType: 'ACS',
    membershipNumber: '54321',
    mobile: '+91 98765 43210',
    email: 'ananya.rao@example.com',
    gender: 'Female',
    dob: '1994-08-15',
    date: '2026-01-10',
    place: 'Bengaluru',
    maritalStatus: 'Single',
    nationality: 'Indian',
    address: '12, Residency Road, Bengaluru 560025',
    languages: 'English; Hindi; Kannada',
    hobbies: 'Reading; Classical music',
    ExtraActivity: 'Best Secretarial Audit Report, regional council, 2022',
    skills: 'Companies Act, 2013; SEBI (LODR) compliance; Board and general meetings; Secretarial audit',
    objectives: 'To lead the secretarial and compliance function of a listed company.',
    corecomps: 'Set up a compliance calendar for 14 group companies; Cut annual filing delays to nil',
    intro: 'Associate company secretary with six years in listed-company compliance and board processes.',
    experience: [
      {
        ...newExperience(),
        organisation: 'Deccan Infra Ltd',
        city: 'Bengaluru',
        designation: 'Company Secretary & Compliance Officer',
        fromMonth: 'April',
        fromYear: '2021',
        responsibility: 'Board and committee meetings; SEBI and stock exchange filings; Annual report',
      },
      {
        ...newExperience(),
        organisation: 'Kaveri Textiles Pvt Ltd',
        city: 'Mysuru',
        designation: 'Assistant Company Secretary',
        fromMonth: 'July',
        fromYear: '2018',
        toMonth: 'March',
        toYear: '2021',
        responsibility: 'ROC filings; Statutory registers; Minutes of meetings',
      },
    ],
    training: [
      {
        ...newExperience(),
        name: 'Management Training', // i18n-ignore: the sample person's data, as a user would type it
        organisation: 'R. Iyer & Associates',
        city: 'Chennai',
        designation: 'Management Trainee',
        fromMonth: 'January',
        fromYear: '2018',
        toMonth: 'June',
        toYear: '2018',
      },
    ],
    education: [
      {
        ...newEducation(),
        course: 'B.Com',
        college: 'Mount Carmel College',
        university: 'Bangalore University',
        duration: '3',
        yearOfPassing: '2015',
        fromMonth: 'June',
        toMonth: 'April',
      },
    ],
    professionalEducation: [
      {
        ...newEducation(),
        course: 'Company Secretary (Professional)',
        college: 'Institute of Company Secretaries',
        duration: '2',
        yearOfPassing: '2018',
      },
    ],
  };
}
