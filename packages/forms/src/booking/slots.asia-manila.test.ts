process.env.TZ = "Asia/Manila";

const { slotBehaviourSuite } = await import("../../test/slots-behaviour");

slotBehaviourSuite("Asia/Manila");
