// Visitor figures and real-user speed with no cookie (issue 37, decision 0083).
export { type Insights, type LeadSource, type Sender, createInsights } from './insights.service.ts';
export { insightsAdminRoutes, insightsRoutes, isSitePage } from './insights.routes.ts';
