export declare const contractPath: string;
export declare function loadContract(): Promise<Record<string, any>>;
export declare function loadContractSync(): Record<string, any>;
export interface ContractOperation {
  method: 'get' | 'put' | 'post' | 'delete' | 'patch';
  path: string;
  operationId: string;
  operation: Record<string, any>;
  pathItem: Record<string, any>;
}
export declare function listOperations(contract: Record<string, any>): ContractOperation[];
