export declare function resetBetweenFiles(): void;
