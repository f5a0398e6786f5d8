export declare const demoTotal: number;
