// The copy of the admin pages added with second factors, accounts, the audit trail and privacy
// requests. Apart from pages.ts, which every public page loads for its meta tags: these texts
// are only ever read on admin pages.
export const adminPages = {
  adminVerify: {
    path: '/admin/verify',
    title: 'Confirm It Is You',
    description: 'The second step of an admin sign-in.',
    heading: 'Confirm It Is You',
    intro: 'Use your passkey, a code from your authenticator app, or a recovery code.',
  },
  adminNewPassword: {
    path: '/admin/new-password',
    title: 'Choose Your Password',
    description: 'Replace the password someone else set for you.',
    heading: 'Choose Your Password',
    intro: 'This password was set for you by someone else. Choose your own before you go on.',
  },
  adminEnroll: {
    path: '/admin/enroll',
    title: 'Set Up a Second Factor',
    description: 'Add a passkey or an authenticator app to your admin account.',
    heading: 'Set Up a Second Factor',
    intro: 'One more step before the inbox opens.',
  },
  adminContent: {
    path: '/admin/content',
    title: 'Content',
    description: 'Every page, post, story and vacancy of the site, edited and published by its owners.',
    heading: 'Content',
    intro: 'Every page, post, story and vacancy, in English and Dutch.',
  },
  adminAccount: {
    path: '/admin/account',
    title: 'Your Account',
    description: 'Password, second factors and sessions of an admin.',
    heading: 'Your Account',
    intro: 'Your password, second factors and sessions.',
  },
  adminAudit: {
    path: '/admin/audit',
    title: 'Audit Trail',
    description: 'Every sign-in and every action on personal data.',
    heading: 'Audit Trail',
    intro: 'Every sign-in and every action on personal data.',
  },
  adminPrivacy: {
    path: '/admin/privacy',
    title: 'Privacy Requests',
    description: 'Find, export or erase the data held about one e-mail address.',
    heading: 'Privacy Requests',
    intro: 'Find, export or erase everything held about one e-mail address.',
  },
  adminPeople: {
    path: '/admin/people',
    title: 'People',
    description: 'Who can sign in to the admin area, and invitations for new admins.',
    heading: 'People',
    intro: 'Who can sign in to the admin area, and how.',
  },
  adminInvite: {
    path: '/admin/invite',
    title: 'Join the Admin Area',
    description: 'Choose your password from an invitation link.',
    heading: 'Join the Admin Area',
    intro: 'You were invited to the admin area. Choose your password, then a second factor.',
  },
  adminPreview: {
    path: '/admin/preview',
    title: 'Draft Preview',
    description: 'A draft of a page, shared from the content studio before it is published.',
    heading: 'Draft preview',
    intro: 'A draft shared with you from the content studio. It is not on the site yet, and may still change.',
  },
  adminInsights: {
    path: '/admin/insights',
    title: 'Insights',
    description: 'Which pages bring leads: visitors, views, sources, campaigns and real-user speed, counted without cookies.',
    heading: 'Insights',
    intro: 'Which pages bring leads, where visitors come from, and how fast the site is for them.',
  },
  adminWebhooks: {
    path: '/admin/webhooks',
    title: 'Webhooks',
    description: 'Send each new submission to another tool, signed, as it comes in.',
    heading: 'Webhooks',
    intro: 'Each new submission, sent as signed JSON to the tools you already use.',
  },
} as const;
