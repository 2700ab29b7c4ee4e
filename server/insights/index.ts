// Visitor figures and real-user speed with no cookie (issue 37, decision 0083).
export { type Insights, createInsights } from './insights.service.ts';
export { insightsRoutes, isSitePage } from './insights.routes.ts';
