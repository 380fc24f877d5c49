export { QuizRunner } from '@/features/training/components/quiz-runner';
